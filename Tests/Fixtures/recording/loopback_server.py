"""A JSON API on the loopback interface, for the recorder's tests and `scripts/bench record`.

    python3 loopback_server.py [ROUTES.json]

Binds 127.0.0.1 on a free port and prints the port on the first line of standard output.
ROUTES maps a path (query ignored) to {"status": 200, "type": "application/json", "body": "..."},
optionally with "delay_ms", how long to wait before answering, and "location", a Location header.
`/bytes/N` answers a JSON array of about N bytes; a POST or PUT is answered with its own body. Every response also sets a cookie holding a
planted secret, which a recording must never keep.
"""
import http.server
import json
import signal
import sys
import time

# A process started from a thread that blocks signals (a Dispatch worker in the test process)
# inherits that mask, and would then ignore the test's SIGTERM and never exit.
signal.pthread_sigmask(signal.SIG_SETMASK, [])
signal.signal(signal.SIGTERM, signal.SIG_DFL)

routes = {}
if len(sys.argv) > 1:
    with open(sys.argv[1]) as handle:
        routes = json.load(handle)

bodies = {}


def sized(count):
    # Rows of a fixed size, so the body is close to `count` bytes and real JSON.
    if count not in bodies:
        row = '{"id": 1, "name": "Rex", "species": "dog", "tag": "abcdefghij"}'
        rows = max(1, count // (len(row) + 1))
        bodies[count] = ("[" + ",".join([row] * rows) + "]").encode()
    return bodies[count]


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in two writes: with Nagle's algorithm the body waits for the
    # client's delayed ACK (about 40 ms), which would hide the cost being measured.
    disable_nagle_algorithm = True

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        status, kind, body = 404, "application/json", b'{"message": "no such route"}'
        location = None
        if path.startswith("/bytes/") and path[len("/bytes/"):].isdigit():
            status, body = 200, sized(int(path[len("/bytes/"):]))
        elif path in routes:
            route = routes[path]
            status = route.get("status", 200)
            kind = route.get("type", "application/json")
            body = route["body"].encode()
            location = route.get("location")
            time.sleep(route.get("delay_ms", 0) / 1000)
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        if location:
            self.send_header("Location", location)
        self.send_header("Set-Cookie", "sid=SECRET_SET_COOKIE; HttpOnly")
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        # Answers the request's body as it came: what the server received.
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_PUT = do_POST

    def log_message(self, *arguments):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
