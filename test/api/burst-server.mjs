// A server that answers every get at once, in its own process (its work is not the client's event
// loop): the record template from argv with the requested ID put in, and rate headers allowing
// far more than the burst. Tells its port over IPC.
import { createServer } from "node:http";

const template = process.argv[2];
const server = createServer((req, res) => {
  const id = (req.url ?? "").split("?")[0].split("/").pop();
  res.writeHead(200, {
    "content-type": "application/json",
    "x-ratelimit-limit": "1000000",
    "x-ratelimit-remaining": "999999",
    "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + 60),
  });
  res.end(template.replace("__ID__", id));
});
server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
process.on("disconnect", () => process.exit(0));
