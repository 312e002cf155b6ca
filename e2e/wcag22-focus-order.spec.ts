import { seedData, settled } from './support/places';
import { focusHere, focusWalk, type Stop } from './support/focus-probe';
import { pressThrough } from './support/wcag22';
import { expect, test } from './support/test';

/**
 * The WCAG 2.2 walk (wcag22.spec.ts) focuses each stop inside the page instead of pressing Tab
 * (focus-probe.ts, issue #46). Held here to the real keys, in each engine, on long phone pages
 * where the sticky header covers what scrolls under it: the same stops in the same order, the
 * page scrolled to the same place at each (within a pixel: Firefox rounds its fractions either
 * way), the same verdict — forward, and back with Shift+Tab.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Where two trails part: the stop, and what each saw there. */
function differences(walked: Stop[], pressed: Stop[]) {
  const offsets = (scroll: string) =>
    scroll.split(' ').map((part) => part.split(/[@,]/).map((v, i) => (i ? Number(v) : v)));
  const sameScroll = (a: string, b: string) => {
    const [x, y] = [offsets(a), offsets(b)];
    return (
      x.length === y.length &&
      x.every(
        (p, i) => p[0] === y[i]![0] && p.every((v, j) => !j || Math.abs(+v! - +y[i]![j]!) <= 1),
      )
    );
  };
  return pressed.flatMap((stop, i) => {
    const ours = walked[i];
    const same = ours?.id === stop.id && ours.problem === stop.problem;
    return same && sameScroll(ours.scroll, stop.scroll)
      ? []
      : [{ at: i, tab: stop, walk: ours ?? null }];
  });
}

// The longest phone page, with every kind of stop: links, buttons, a radio group, checkboxes,
// selects (its list of transactions holds no other kind; held to it too, it cost 38 s more).
for (const path of ['/settings'] as const)
  test(`focusing in the page stops where Tab and Shift+Tab stop, scrolled alike, at ${path}`, async ({
    page,
    account,
  }) => {
    // The demo's sandbox answers in the page: the page opens, is given its data, and loads again.
    await page.goto(path);
    await seedData(page, account.seed);
    // A list longer than the phone's screen.
    for (let i = 1; i <= 12; i++)
      await account.api('POST', '/sandbox/purchases', { card_id: account.cardId, amount: i });
    await page.goto(path);
    await settled(page);
    const forward = await pressThrough(page, 'Tab');
    // Back from the last stop, the document still focused: pressing on past it sends focus to the
    // browser, and Firefox's Shift+Tab from there came back in at another stop.
    await page.goto(path);
    await settled(page);
    for (const _ of forward) await page.keyboard.press('Tab');
    expect((await focusHere(page)).id).toBe(forward.at(-1)!.id);
    const back = await pressThrough(page, 'Shift+Tab');
    expect(forward.filter((stop) => stop.scroll !== '').length).toBeGreaterThan(3);

    await page.goto(path);
    await settled(page);
    const walked = await focusWalk(page);
    const ahead = walked.filter((stop) => stop.key === 'Tab');
    const behind = walked.filter((stop) => stop.key === 'Shift+Tab').slice(1);
    expect(ahead.length).toBe(forward.length);
    expect(differences(ahead, forward)).toEqual([]);
    expect(differences(behind, back.slice(0, behind.length))).toEqual([]);
  });
