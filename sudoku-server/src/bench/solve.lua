-- wrk script: POST /api/solve with each puzzle of a file in turn (one puzzle per line, '#' comments).
-- Usage: wrk -t2 -c64 -d30s --latency -s solve.lua http://127.0.0.1:8080 -- data/magictour_top1465.txt
local bodies = {}
local next_body = 1

function init(args)
  local path = args[1] or "data/magictour_top1465.txt"
  for line in io.lines(path) do
    line = line:gsub("%s+$", "")
    if #line > 0 and line:sub(1, 1) ~= "#" then
      bodies[#bodies + 1] = '{"puzzle":"' .. line .. '"}'
    end
  end
  if #bodies == 0 then
    error("no puzzles in " .. path)
  end
  -- each thread starts at a different place in the file
  next_body = (math.random(#bodies) - 1) % #bodies + 1
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
end

function request()
  local body = bodies[next_body]
  next_body = next_body % #bodies + 1
  return wrk.format(nil, "/api/solve", nil, body)
end
