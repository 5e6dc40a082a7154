/** Runs once per test run. Database preparation is added by the server test support. */
export default async function setup() {}
