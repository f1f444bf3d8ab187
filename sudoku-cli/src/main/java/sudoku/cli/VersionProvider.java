package sudoku.cli;

import picocli.CommandLine;

/** The version printed by {@code --version}, taken from the jar's manifest. */
final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        String v = SudokuCommand.class.getPackage().getImplementationVersion();
        return new String[] {"sudoku " + (v == null ? "development build" : v),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"};
    }
}
