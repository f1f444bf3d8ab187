package sudoku.server;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.ConnectionMetaData;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.Request;

/**
 * Behind a trusted reverse proxy: the request's client address becomes the last
 * {@code X-Forwarded-For} entry, the one the proxy itself added (earlier entries are whatever
 * the client sent, and may be forged). Everything that asks Jetty for the client's address then
 * gets it: the per-client limits, the long-job queue and the access log. A missing or malformed
 * entry leaves the socket's address.
 */
final class ForwardedClient implements HttpConfiguration.Customizer {
    private static final Pattern IPV4 = Pattern.compile("(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)(\\.(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)){3}");
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]{2,45}");

    @Override
    public Request customize(Request request, HttpFields.Mutable responseHeaders) {
        InetAddress client = forwarded(request.getHeaders().getValuesList("X-Forwarded-For"));
        if (client == null) {
            return request;
        }
        SocketAddress remote = new InetSocketAddress(client, 0);
        ConnectionMetaData meta = new ConnectionMetaData.Wrapper(request.getConnectionMetaData()) {
            @Override
            public SocketAddress getRemoteSocketAddress() {
                return remote;
            }
        };
        return new Request.Wrapper(request) {
            @Override
            public ConnectionMetaData getConnectionMetaData() {
                return meta;
            }
        };
    }

    /** The last entry of the X-Forwarded-For headers as an address, or null when there is none or it is not one. */
    static InetAddress forwarded(List<String> headers) {
        if (headers.isEmpty()) {
            return null;
        }
        String last = headers.get(headers.size() - 1);
        String[] hops = last.split(",");
        String hop = hops[hops.length - 1].strip();
        if (hop.startsWith("[") && hop.endsWith("]")) {
            hop = hop.substring(1, hop.length() - 1);
        }
        boolean v4 = IPV4.matcher(hop).matches();
        if (!v4 && !(hop.indexOf(':') >= 0 && IPV6.matcher(hop).matches())) {
            return null;
        }
        try {
            // a literal address: no name is looked up
            return InetAddress.getByName(hop);
        } catch (UnknownHostException e) {
            return null;
        }
    }
}
