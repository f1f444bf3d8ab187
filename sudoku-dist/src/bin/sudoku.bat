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
"%JAVA_EXE%" -XX:+UseSerialGC -XX:-UsePerfData -Xlog:disable -Xlog:all=warning:stderr -XX:Tier4BackEdgeThreshold=200000 %TIER% %SUDOKU_JAVA_OPTS% "-Dsudoku.data=%SUDOKU_HOME%\data" -cp "%SUDOKU_HOME%\lib\*" sudoku.cli.SudokuCommand %*
exit /b %ERRORLEVEL%

:cluster
rem With Spark installed (SPARK_HOME) the job runs here, locally unless --master names a cluster.
shift
if not defined SPARK_HOME goto noSpark
if not exist "%SPARK_HOME%\jars" goto noSpark
set "SPARK_LOCAL_IP=127.0.0.1"
set ARGS=
:clusterArgs
if "%~1"=="" goto clusterRun
set ARGS=%ARGS% %1
shift
goto clusterArgs
:clusterRun
"%JAVA_EXE%" %SUDOKU_JAVA_OPTS% "-Dlog4j2.configurationFile=%SUDOKU_HOME%\spark\log4j2-local.properties" -cp "%SUDOKU_HOME%\spark\sudoku-spark.jar;%SPARK_HOME%\jars\*" sudoku.spark.ClusterCommand %ARGS%
exit /b %ERRORLEVEL%
:noSpark
echo sudoku cluster runs on Apache Spark 4.0 (Scala 2.13), which was not found: SPARK_HOME is not set. 1>&2
echo Install it (spark-4.0.1-bin-hadoop3.tgz from https://archive.apache.org/dist/spark/spark-4.0.1/), 1>&2
echo unpack it, set SPARK_HOME to its folder and run the same command again. On a cluster, submit: 1>&2
echo   spark-submit --class sudoku.spark.ClusterCommand "%SUDOKU_HOME%\spark\sudoku-spark.jar" ... 1>&2
exit /b 1

:noJava
echo sudoku: no Java found. Install a Java 17 runtime or set JAVA_HOME. 1>&2
exit /b 1
