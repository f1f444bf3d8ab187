import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Latency of a normal client while the service is under attack: 300 idle connections, 260
 * connections trickling a request head a byte every second, and two explanations of an empty
 * 16x16 board, all from loopback addresses 127.0.0.2 and up; the normal client (127.0.0.1)
 * sends 100 {@code GET /api/techniques} and 100 {@code getpuzzle}, one at a time, and the
 * percentiles of their times are printed. Bounded: about a minute in all.
 *
 * <p>Usage: {@code java sudoku-server/src/bench/UnderAttack.java PORT} against a running
 * {@code ./sudoku serve --port PORT}.
 */
public final class UnderAttack {
    static int port;

    public static void main(String[] args) throws Exception {
        port = Integer.parseInt(args[0]);
        List<Socket> held = new ArrayList<>();
        try {
            for (int i = 0; i < 300; i++) {
                held.add(connect("127.0.0." + (2 + i % 30)));
            }
            List<Socket> trickling = new ArrayList<>();
            for (int i = 0; i < 260; i++) {
                Socket s = connect("127.0.0." + (40 + i % 20));
                s.getOutputStream().write('G');
                trickling.add(s);
                held.add(s);
            }
            Thread drip = new Thread(() -> {
                String rest = "ET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: " + "a".repeat(100);
                for (int k = 0; k < rest.length() && !Thread.currentThread().isInterrupted(); k++) {
                    for (Socket s : trickling) {
                        try {
                            s.getOutputStream().write(rest.charAt(k));
                        } catch (IOException closed) {
                            // closed by the server's head deadline
                        }
                    }
                    try {
                        Thread.sleep(1000);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "drip");
            drip.setDaemon(true);
            drip.start();
            String empty16 = "{\"puzzle\":\"" + ".".repeat(256) + "\"}";
            for (int i = 0; i < 2; i++) {
                Socket s = connect("127.0.0." + (70 + i));
                send(s, "POST /api/explain HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
                        + empty16.length() + "\r\n\r\n" + empty16);
                held.add(s);
            }
            Thread.sleep(300);
            report("GET /api/techniques", times("/api/techniques", 100));
            report("GET getpuzzle", times("/demo/sudoku/v0.1/getpuzzle", 100));
            drip.interrupt();
        } finally {
            for (Socket s : held) {
                s.close();
            }
        }
    }

    static Socket connect(String from) throws IOException {
        Socket s = new Socket();
        s.bind(new InetSocketAddress(from, 0));
        s.connect(new InetSocketAddress("127.0.0.1", port), 5000);
        return s;
    }

    static void send(Socket s, String text) throws IOException {
        OutputStream out = s.getOutputStream();
        out.write(text.getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
    }

    /** Milliseconds for each of {@code n} GETs from 127.0.0.1, one at a time, each on a new connection. */
    static double[] times(String path, int n) throws IOException {
        double[] ms = new double[n];
        for (int i = 0; i < n; i++) {
            long t = System.nanoTime();
            try (Socket s = new Socket("127.0.0.1", port)) {
                s.setSoTimeout(5000);
                send(s, "GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
                InputStream in = s.getInputStream();
                byte[] head = in.readNBytes(12);
                String status = new String(head, StandardCharsets.ISO_8859_1);
                in.readAllBytes();
                if (!status.endsWith("200")) {
                    throw new IOException(path + " answered " + status);
                }
            }
            ms[i] = (System.nanoTime() - t) / 1e6;
        }
        return ms;
    }

    static void report(String what, double[] ms) {
        Arrays.sort(ms);
        System.out.printf("%-22s n=%d  p50 %.1f ms  p90 %.1f ms  p99 %.1f ms  max %.1f ms%n", what, ms.length,
                ms[ms.length / 2], ms[(int) (ms.length * 0.9)], ms[(int) Math.ceil(ms.length * 0.99) - 1],
                ms[ms.length - 1]);
    }
}
