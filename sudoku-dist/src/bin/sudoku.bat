@echo off
rem sudoku: the command of an installed Sudoku (unpacked from sudoku-VERSION.zip). Needs only a
rem Java 17 (or newer) runtime: %JAVA_HOME%\bin\java.exe, else java on the PATH.
rem SUDOKU_JAVA_OPTS: extra JVM options, e.g. -Xmx2g
setlocal
set "SUDOKU_HOME=%~dp0.."

set "JAVA_EXE=java"
if not defined JAVA_HOME goto findJava
if exist "%JAVA_HOME%\bin\java.exe" set "JAVA_EXE=%JAVA_HOME%\bin\java.exe"
if exist "%JAVA_HOME%\bin\java.exe" goto run
:findJava
where java >nul 2>nul
if errorlevel 1 goto noJava

:run
if /i "%~1"=="cluster" goto cluster
rem A single puzzle is done in milliseconds: the quick first-tier compiler is all it needs.
set "TIER="
if /i "%~1"=="solve" if "%~3"=="" set "TIER=-XX:TieredStopAtLevel=1"
"%JAVA_EXE%" -XX:+UseSerialGC -XX:-UsePerfData -Xlog:disable -Xlog:all=warning:stderr -XX:Tier4BackEdgeThreshold=200000 %TIER% %SUDOKU_JAVA_OPTS% -cp "%SUDOKU_HOME%\lib\*" sudoku.cli.SudokuCommand %*
exit /b %ERRORLEVEL%

:cluster
echo sudoku cluster runs on Apache Spark 4 (Scala 2.13). Submit the job jar of this installation: 1>&2
echo   spark-submit --class sudoku.spark.ClusterCommand "%SUDOKU_HOME%\spark\sudoku-spark.jar" ... 1>&2
exit /b 2

:noJava
echo sudoku: no Java found. Install a Java 17 runtime or set JAVA_HOME. 1>&2
exit /b 1
