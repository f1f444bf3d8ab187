package sudoku.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/** Raw HTTP/1.1 on a socket, for the tests that must send what a well-behaved client never would. */
final class RawHttp {
    private RawHttp() {
    }

    /** Sends {@code text} as it is (one byte per character). */
    static void send(Socket s, String text) throws IOException {
        OutputStream out = s.getOutputStream();
        out.write(text.getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
    }

    /** One response head and its Content-Length body, as text; what arrived when the stream ends first. */
    static String read(Socket s) throws IOException {
        InputStream in = s.getInputStream();
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int ch = in.read();
            if (ch < 0) {
                return head.toString();
            }
            head.append((char) ch);
        }
        int length = 0;
        for (String line : head.toString().split("\r\n")) {
            if (line.toLowerCase().startsWith("content-length:")) {
                length = Integer.parseInt(line.substring(15).trim());
            }
        }
        return head + new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }
}
