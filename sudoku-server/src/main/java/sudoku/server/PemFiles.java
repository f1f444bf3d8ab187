package sudoku.server;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.Collection;

/**
 * Reads the PEM files of {@code serve --tls-cert/--tls-key} (what certificate authorities such
 * as Let's Encrypt hand out) into the in-memory key store the HTTPS connector takes. Only the
 * JDK's own parsers are used: X.509 certificates, and PKCS#8 private keys (RSA, EC or EdDSA).
 */
final class PemFiles {
    /** The password of the in-memory store; it never leaves this process. */
    static final char[] STORE_PASSWORD = "in-memory".toCharArray();

    private PemFiles() {
    }

    /** A key store holding the key under alias {@code sudoku} with its certificate chain. */
    static KeyStore keyStore(Path cert, Path key) throws IOException {
        Certificate[] chain = certificates(cert);
        PrivateKey privateKey = privateKey(key);
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry("sudoku", privateKey, STORE_PASSWORD, chain);
            return store;
        } catch (GeneralSecurityException e) {
            throw new IOException(key + " does not belong to the certificate in " + cert + ": " + e.getMessage(), e);
        }
    }

    private static Certificate[] certificates(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            Collection<? extends Certificate> all = CertificateFactory.getInstance("X.509").generateCertificates(in);
            if (all.isEmpty()) {
                throw new IOException(file + ": no certificate (a PEM file with -----BEGIN CERTIFICATE----- is needed)");
            }
            return all.toArray(new Certificate[0]);
        } catch (GeneralSecurityException e) {
            throw new IOException(file + ": not a PEM or DER certificate: " + e.getMessage(), e);
        }
    }

    private static PrivateKey privateKey(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.US_ASCII);
        if (text.contains("-----BEGIN RSA PRIVATE KEY-----") || text.contains("-----BEGIN EC PRIVATE KEY-----")) {
            throw new IOException(file + ": a PKCS#1/SEC1 key; convert it to PKCS#8 with "
                    + "'openssl pkcs8 -topk8 -nocrypt -in KEY -out KEY8'");
        }
        if (text.contains("ENCRYPTED PRIVATE KEY")) {
            throw new IOException(file + ": an encrypted key; the server reads unencrypted PKCS#8 keys");
        }
        int begin = text.indexOf("-----BEGIN PRIVATE KEY-----");
        int end = text.indexOf("-----END PRIVATE KEY-----");
        if (begin < 0 || end < begin) {
            throw new IOException(file + ": no -----BEGIN PRIVATE KEY----- block (a PEM PKCS#8 key is needed)");
        }
        byte[] der;
        try {
            der = Base64.getMimeDecoder().decode(text.substring(begin + "-----BEGIN PRIVATE KEY-----".length(), end));
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": the key is not valid base64: " + e.getMessage(), e);
        }
        for (String algorithm : new String[] {"RSA", "EC", "Ed25519", "Ed448"}) {
            try {
                return KeyFactory.getInstance(algorithm).generatePrivate(new PKCS8EncodedKeySpec(der));
            } catch (InvalidKeySpecException | java.security.NoSuchAlgorithmException e) {
                // try the next kind of key
            }
        }
        throw new IOException(file + ": not an RSA, EC or EdDSA private key");
    }
}
