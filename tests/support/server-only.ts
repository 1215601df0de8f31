// jest stand-in for the 'server-only' guard package: modules under test run on the server anyway.
export {};
