import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A normal client's latency while a crowd holds the server, one crowd at a time, each held for
 * 30 s. The crowd comes from loopback addresses 127.0.x.y (x, y from 0.2 up); the normal client
 * (127.0.0.1) opens a fresh connection for each of 100 {@code POST /api/solve} (puzzles of a
 * file in turn) and 100 {@code GET /api/techniques}, interleaved, one every 150 ms, each with a
 * 5 s timeout. A failure is anything but a 200 within the timeout.
 *
 * <ul>
 *   <li>{@code idle}: 40 addresses, 128 connections each (5,120), opened again 2 s after the
 *       server closes one;
 *   <li>{@code keepalive}: 249 addresses, 17 keep-alive connections each, a GET on each every 20 s;
 *   <li>{@code trickle}: 40 addresses, 32 connections each, each sending a request body of 4,000
 *       bytes one byte a second, and starting again when the server closes it;
 *   <li>{@code heavy}: expensive work, not a crowd: four clients, each request from a new
 *       address (so that no rate limit turns it into cheap refusals), asking in a loop for an explanation of an empty 16x16 board and a rating of a hard puzzle.
 * </ul>
 *
 * <p>Prints one line per crowd and route: tries, failures, p50, p99 and the slowest, in ms.
 *
 * <p>Usage: {@code java sudoku-server/src/bench/ServeUnderLoad.java PORT PUZZLES CROWD...}
 * against a running {@code ./sudoku serve --port PORT} (the open-file limit must allow the
 * crowd: {@code ulimit -n 20000}).
 */
public final class ServeUnderLoad {
    static final int TRIES = 100;
    static final long HOLD_MS = 30_000;

    static int port;
    static List<String> puzzles;

    public static void main(String[] args) throws Exception {
        port = Integer.parseInt(args[0]);
        puzzles = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[1]))) {
            String p = line.strip();
            if (!p.isEmpty() && !p.startsWith("#")) {
                puzzles.add(p.substring(0, Math.min(81, p.length())));
            }
        }
        for (int i = 2; i < args.length; i++) {
            run(args[i]);
        }
    }

    static void run(String crowdName) throws Exception {
        AtomicBoolean on = new AtomicBoolean(true);
        List<Thread> threads = new ArrayList<>();
        List<Member> crowd = new ArrayList<>();
        switch (crowdName) {
            case "idle" -> gather(crowd, 40, 128, 0, false);
            case "keepalive" -> gather(crowd, 249, 17, 20_000, false);
            case "trickle" -> gather(crowd, 40, 32, 0, true);
            case "heavy" -> {
                for (int i = 0; i < 4; i++) {
                    int k = i;
                    threads.add(new Thread(() -> heavy(on, k), "heavy-" + i));
                }
            }
            default -> throw new IllegalArgumentException("unknown crowd " + crowdName);
        }
        if (!crowd.isEmpty()) {
            threads.add(new Thread(() -> keep(crowd, on), "crowd"));
        }
        threads.forEach(Thread::start);
        // let the crowd take its place: every member has connected once (or 20 s passed)
        long settle = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < settle && crowd.stream().anyMatch(m -> !m.connectedOnce)) {
            Thread.sleep(100);
        }
        Thread.sleep(1000);
        List<Long> solve = new ArrayList<>();
        List<Long> techniques = new ArrayList<>();
        int[] failures = new int[2];
        long start = System.currentTimeMillis();
        long held = 0;
        for (int i = 0; i < 2 * TRIES; i++) {
            held = Math.max(held, CONNECTED.get());
            long due = start + i * (HOLD_MS / (2 * TRIES));
            long wait = due - System.currentTimeMillis();
            if (wait > 0) {
                Thread.sleep(wait);
            }
            boolean isSolve = i % 2 == 0;
            String request;
            if (isSolve) {
                String body = "{\"puzzle\":\"" + puzzles.get((i / 2) % puzzles.size()) + "\"}";
                request = "POST /api/solve HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n"
                        + "Content-Length: " + body.length() + "\r\n\r\n" + body;
            } else {
                request = "GET /api/techniques HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
            }
            long t = System.nanoTime();
            boolean ok = ask("127.0.0.1", request);
            long ms = (System.nanoTime() - t) / 1_000_000;
            (isSolve ? solve : techniques).add(ms);
            if (!ok) {
                failures[isSolve ? 0 : 1]++;
            }
        }
        on.set(false);
        for (Thread t : threads) {
            t.interrupt();
            t.join(10_000);
        }
        for (Member m : crowd) {
            m.close();
        }
        report(crowdName, "POST /api/solve", solve, failures[0], held);
        report(crowdName, "GET /api/techniques", techniques, failures[1], held);
    }

    static void report(String crowd, String route, List<Long> ms, int failures, long held) {
        Collections.sort(ms);
        System.out.printf("%-10s %-20s tries %d, failures %d, p50 %d ms, p99 %d ms, max %d ms, most crowd connections open at once %d%n", crowd,
                route, ms.size(), failures, ms.get(ms.size() / 2), ms.get((int) Math.ceil(ms.size() * 0.99) - 1),
                ms.get(ms.size() - 1), held);
    }

    static final AtomicLong CONNECTED = new AtomicLong();

    /** One request on a fresh connection from {@code from}; true when answered 200 within 5 s. */
    static boolean ask(String from, String request) {
        try (Socket s = new Socket()) {
            s.bind(new InetSocketAddress(from, 0));
            s.connect(new InetSocketAddress("127.0.0.1", port), 5000);
            s.setSoTimeout(5000);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.UTF_8));
            out.flush();
            InputStream in = s.getInputStream();
            byte[] head = new byte[12];
            int n = 0;
            while (n < 12) {
                int r = in.read(head, n, 12 - n);
                if (r < 0) {
                    return false;
                }
                n += r;
            }
            boolean ok = new String(head, StandardCharsets.US_ASCII).startsWith("HTTP/1.1 200");
            in.transferTo(OutputStream.nullOutputStream());
            return ok;
        } catch (IOException e) {
            return false;
        }
    }

    /** Expensive work in a loop from its own address, until {@code on} turns false. */
    static void heavy(AtomicBoolean on, int k) {
        String empty16 = "{\"puzzle\":\"" + ".".repeat(256) + "\"}";
        String hard = "{\"puzzle\":\"" + puzzles.get(k % puzzles.size()) + "\"}";
        int i = 0;
        while (on.get()) {
            // a new address each time, so that the per-address rate limit never turns the work into cheap 429s
            String from = "127.0.3." + (2 + (i * 4 + k) % 250);
            String body = i++ % 2 == 0 ? empty16 : hard;
            String route = k % 2 == 0 ? "/api/explain" : "/api/rate";
            ask(from, "POST " + route + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + body.length() + "\r\n\r\n" + body);
        }
    }

    /** One of the crowd's connections; it connects again 2 s after the server closes it. */
    static final class Member {
        final String address;
        SocketChannel channel;
        boolean connectedOnce;
        boolean connected;
        /** How often it sends: a GET every this many ms, a body byte every 1,000 ms when trickling, 0 never. */
        long every;
        long lastSend;
        long retryAt;

        Member(String address) {
            this.address = address;
        }

        void close() {
            if (channel != null) {
                try {
                    channel.close();
                } catch (IOException ignored) {
                    // closing anyway
                }
                if (connected) {
                    CONNECTED.decrementAndGet();
                    connected = false;
                }
                channel = null;
            }
        }
    }

    static void gather(List<Member> crowd, int addresses, int each, long everyMillis, boolean trickle) {
        for (int a = 0; a < addresses; a++) {
            for (int i = 0; i < each; i++) {
                Member m = new Member("127.0." + (a / 250) + "." + (2 + a % 250));
                m.every = trickle ? 1000 : everyMillis;
                crowd.add(m);
            }
        }
    }

    static void keep(List<Member> crowd, AtomicBoolean on) {
        ByteBuffer sink = ByteBuffer.allocate(8192);
        byte[] get = "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
        byte[] post = ("POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII);
        while (on.get()) {
            long now = System.currentTimeMillis();
            for (Member m : crowd) {
                if (!on.get()) {
                    return;
                }
                long every = m.every;
                try {
                    if (m.channel == null) {
                        if (now < m.retryAt) {
                            continue;
                        }
                        SocketChannel c = SocketChannel.open();
                        c.configureBlocking(false);
                        c.bind(new InetSocketAddress(m.address, 0));
                        c.connect(new InetSocketAddress("127.0.0.1", port));
                        m.channel = c;
                        continue;
                    }
                    if (m.channel.isConnectionPending()) {
                        if (!m.channel.finishConnect()) {
                            continue;
                        }
                        CONNECTED.incrementAndGet();
                        m.connected = true;
                        m.connectedOnce = true;
                        m.lastSend = now;
                        if (every == 1000) {
                            m.channel.write(ByteBuffer.wrap(post));
                        }
                    }
                    sink.clear();
                    if (m.channel.read(sink) < 0) {
                        m.close();
                        m.retryAt = now + 2000;
                        continue;
                    }
                    if (every > 0 && now - m.lastSend >= every) {
                        m.lastSend = now;
                        if (every == 1000) {
                            m.channel.write(ByteBuffer.wrap(new byte[] {'{'}));
                        } else {
                            m.channel.write(ByteBuffer.wrap(get));
                        }
                    }
                } catch (IOException e) {
                    m.close();
                    m.retryAt = now + 2000;
                }
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}
