// One autocannon run in a child process, so the load generator has a CPU and an event loop of
// its own instead of queueing behind the server it measures. Options come as JSON in argv[2];
// autocannon's result goes to stdout as JSON.
import autocannon from 'autocannon';

const result = await autocannon(JSON.parse(process.argv[2]));
process.stdout.write(JSON.stringify(result));
