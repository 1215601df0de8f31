/**
 * The Node.js the project runs on (issue 26 §1): its own Node 24, the npm package `node` in
 * devDependencies, whose binary npm puts first on PATH (node_modules/.bin) for every npm script, even
 * where the machine's own Node is older. Each entry script calls checkRuntime() first: it prints the
 * version and stops on an older Node (a script started by hand, not through npm). `node
 * scripts/runtime.mjs` does the same, for the npm scripts that start no script of ours.
 */
export const REQUIRED_MAJOR = 24;

export function checkRuntime(version = process.version) {
  const major = Number(/^v(\d+)\./.exec(version)?.[1]);
  if (major < REQUIRED_MAJOR) {
    console.error(
      `This project runs on Node ${REQUIRED_MAJOR} (node_modules/.bin/node after npm install), not ${version}: start it through npm (npm test, npm run demo, …).`,
    );
    process.exit(1);
  }
  console.info(`Node ${version}`);
}

if (import.meta.url === `file://${process.argv[1]}`) checkRuntime();
