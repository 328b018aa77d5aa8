import { removeDevelopmentDemo } from '../content/developmentDemo';
import { runDatabaseCommand } from './runDatabaseCommand';

/**
 * `npm run demo:remove`: deletes the development demo apps (those whose demo accounts still sign in with
 * the demo password) from the database the server would open, so that it may start in production.
 */
runDatabaseCommand('demo:remove', async (db) => {
  const removed = await removeDevelopmentDemo(db);
  process.stdout.write(
    removed.length === 0
      ? 'No demo accounts with the demo password: nothing to remove.\n'
      : `Removed the demo apps ${removed.map((app) => app.slug).join(', ')} and everything in them.\n`,
  );
});
