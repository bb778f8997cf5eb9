// One autocannon run in a child process, so the load generator has a CPU and an event loop of
// its own instead of queueing behind the server it measures. Options come as a JSON file named
// by argv[2]; autocannon's result goes to stdout as JSON.
//
// `rotate: { template, values }` turns the requests into one path per call, `template` with
// `{}` replaced by the next of `values` (URL-encoded), in order across all connections: no value
// is asked twice until all have been. `rotate: { method, path, bodies }` does the same with one
// body per call (a write that cannot be repeated).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const { rotate, ...options } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
if (rotate?.bodies) {
  let next = 0;
  options.requests = [
    {
      method: rotate.method,
      path: rotate.path,
      setupRequest: (request) => {
        const body = rotate.bodies[next % rotate.bodies.length];
        next += 1;
        return { ...request, method: rotate.method, path: rotate.path, body };
      },
    },
  ];
} else if (rotate) {
  let next = 0;
  options.requests = [
    {
      method: 'GET',
      setupRequest: (request) => {
        const value = rotate.values[next % rotate.values.length];
        next += 1;
        return { ...request, path: rotate.template.replace('{}', encodeURIComponent(value)) };
      },
    },
  ];
}
const result = await autocannon(options);
process.stdout.write(JSON.stringify(result));
