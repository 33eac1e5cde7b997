/**
 * Waits for a state that comes from outside the test's clock (a database coming back, a connection
 * re-established): checks every 25 ms, and fails after `tries` checks rather than hanging.
 */
export async function until(check: () => Promise<boolean> | boolean, tries = 200): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the state never came');
}
