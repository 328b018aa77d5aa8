import { gzipSync } from 'node:zlib';

// Workout figures: logging a set under load, and the JavaScript a member downloads before the workout page
// can be used.

const WORKOUT_PAGE = '/workouts/strength-a';

/** The id of the workout the demo's Strength A page shows, read from its page JSON as the client reads it. */
async function demoWorkoutId(apiUrl, session) {
  const response = await fetch(`${apiUrl}/api/__${WORKOUT_PAGE}/index.json`, { headers: session });
  const { blocks } = await response.json();
  const block = blocks.find((candidate) => candidate.type === 'workout');
  if (!block) throw new Error(`${WORKOUT_PAGE} has no workout block`);
  return block.workout_id;
}

/**
 * POST …/session/{id}/activity: a set_done of Strength A's first item in a session of the signed-in member (one
 * session select and one insert; every request logs a set, as a member's taps do).
 */
export async function activityEndpoint(apiUrl, session) {
  const workoutId = await demoWorkoutId(apiUrl, session);
  const json = { ...session, 'content-type': 'application/json' };
  const read = await (await fetch(`${apiUrl}/api/workouts/${workoutId}`, { headers: session })).json();
  const group = read.workout.groups[0];
  const started = await fetch(`${apiUrl}/api/workouts/${workoutId}/session`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ session_mode: 'grouped' }),
  });
  const { session: workoutSession } = await started.json();
  return {
    path: `/api/workouts/${workoutId}/session/${workoutSession.id}/activity`,
    request: {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        workout_group_id: group.id,
        workout_group_item_id: group.items[0].id,
        activity_type: 'set_done',
        data: { set_index: 0, reps: 5, load_kg: 60 },
      }),
    },
    goal: 'p99 ≤ 25 ms: logging a set must feel instant',
  };
}

/**
 * The JavaScript (gzip, as served) a signed-in member's browser downloads from opening the Strength A page until
 * its player can be started: every script response, by the build it came from.
 */
export async function workoutPageScripts(browser, baseUrl, cookie) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ ...cookie, url: baseUrl }]);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  try {
    await page.goto(`${baseUrl}${WORKOUT_PAGE}`);
    await page
      .getByRole('button', { name: /^(Start|Continue) workout/ })
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 });
    const byBuild = {};
    for (const response of scripts) {
      const url = response.url();
      const body = await response.body();
      const build = /\/remotes\/([^/]+)\//.exec(url)?.[1] ?? (url.includes('/shell/') ? 'shell' : 'other');
      byBuild[build] = (byBuild[build] ?? 0) + gzipSync(body, { level: 6 }).length;
    }
    return byBuild;
  } finally {
    await context.close();
  }
}
