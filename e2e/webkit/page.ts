import { By, Key, until, type WebDriver, type WebElement } from 'selenium-webdriver';
import { Select } from 'selenium-webdriver/lib/select.js';

/**
 * What a person does, in WebDriver's words: find a control by the words on it or its label, as
 * the Playwright suite does by role and name, and wait for it to show (decision 016).
 */
const WAIT_MS = 15_000;
/** An open dialog (the app's are native <dialog> elements). */
export const DIALOG = `//dialog[@open]`;

/** An XPath string literal for any text (quotes included). */
function literal(text: string): string {
  if (!text.includes("'")) return `'${text}'`;
  return `concat('${text.split("'").join(`', "'", '`)}')`;
}
const named = (text: string) =>
  `(normalize-space(.)=${literal(text)} or @aria-label=${literal(text)})`;

export class Person {
  constructor(
    readonly driver: WebDriver,
    readonly baseUrl: string,
  ) {}

  async open(path: string) {
    await this.driver.get(this.baseUrl + path);
  }

  /** The first visible element the XPath finds, waited for. */
  async visible(xpath: string): Promise<WebElement> {
    const end = Date.now() + WAIT_MS;
    for (;;) {
      for (const element of await this.driver.findElements(By.xpath(xpath)))
        if (await element.isDisplayed().catch(() => false)) return element;
      if (Date.now() > end)
        throw new Error(`Nothing visible matches ${xpath}\n${await this.shown()}`);
      await this.driver.sleep(100);
    }
  }

  /** What the page shows (its open dialog's words, else the page's), for a failure's message. */
  async shown(): Promise<string> {
    const script = `const where = document.querySelector('dialog[open]') || document.body;
      return location.pathname + ': ' + where.innerText.replace(/\\s+/g, ' ').slice(0, 1200);`;
    return this.driver.executeScript<string>(script).catch((error) => String(error));
  }

  button(name: string) {
    return this.visible(`//button[${named(name)}]`);
  }
  link(name: string) {
    return this.visible(`//a[${named(name)}]`);
  }
  /** A link whose words include `words` (a card's link also reads its number and state). */
  linkWith(words: string) {
    return this.visible(`//a[contains(normalize-space(.), ${literal(words)})]`);
  }
  heading(name: string) {
    return this.visible(`//*[self::h1 or self::h2][normalize-space(.)=${literal(name)}]`);
  }
  /** The innermost element whose words are exactly `words`. */
  text(words: string) {
    const same = `normalize-space(.)=${literal(words)}`;
    return this.visible(`//*[${same}][not(.//*[${same}])]`);
  }
  /** The innermost element whose words include `words`. */
  textWith(words: string, within = '') {
    const has = `contains(normalize-space(.), ${literal(words)})`;
    return this.visible(`${within}//*[${has}][not(.//*[${has}])]`);
  }
  testId(id: string) {
    return this.visible(`//*[@data-testid=${literal(id)}]`);
  }

  /** The first visible `tag` whose name (aria-label, else its text) matches `pattern`. */
  async matching(tag: string, pattern: RegExp): Promise<WebElement> {
    const end = Date.now() + WAIT_MS;
    for (;;) {
      for (const element of await this.driver.findElements(By.css(tag))) {
        const label = (await element.getAttribute('aria-label').catch(() => null)) ?? '';
        const words = label || (await element.getText().catch(() => '')).trim();
        if (pattern.test(words) && (await element.isDisplayed().catch(() => false))) return element;
      }
      if (Date.now() > end) throw new Error(`No ${tag} reads ${pattern}`);
      await this.driver.sleep(100);
    }
  }

  /** The field a <label> names (by `for`, or the control inside it), or one with that aria-label. */
  async field(label: string, within = ''): Promise<WebElement> {
    const labelElement = await this.visible(
      `${within}//label[normalize-space(.)=${literal(label)}] | ${within}//*[@aria-label=${literal(label)}]`,
    );
    if ((await labelElement.getTagName()) !== 'label') return labelElement;
    const target = await labelElement.getAttribute('for');
    if (target) return this.driver.findElement(By.id(target));
    return labelElement.findElement(By.css('input, select, textarea'));
  }

  async fill(label: string, value: string, within = '') {
    await this.typeInto(await this.field(label, within), value);
  }
  /**
   * Types `value` over what a field holds, as a person does: select all, delete, type. WebDriver's
   * clear() sets the value from script, which React's controlled inputs do not count as a change:
   * a re-render before the typing put the old value back ("100" + "150" read "100150": two runs
   * in fifteen failed so; decision 016).
   */
  async typeInto(input: WebElement, value: string) {
    await input.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
    await input.sendKeys(value);
    const typed = await input.getAttribute('value');
    if (typed !== value) throw new Error(`The field reads "${typed}", not the typed "${value}"`);
  }
  async select(label: string, value: string, within = '') {
    await new Select(await this.field(label, within)).selectByValue(value);
  }
  /** A checkbox or radio ticked by clicking its label, as a person does (inputs may be visually hidden). */
  async tick(label: string) {
    await this.press(await this.visible(`//label[normalize-space(.)=${literal(label)}]`));
  }
  /**
   * Clicks where the button is once it has stopped moving: WebDriver clicks a point, and a message
   * appearing above a button a moment after it does would take the click elsewhere.
   */
  async click(name: string) {
    await this.press(await this.button(name));
  }
  /** Scrolls `element` to the middle of the window, as a person would, then clicks it. */
  async press(element: WebElement) {
    const button = element;
    await this.driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', button);
    let before = JSON.stringify(await button.getRect());
    for (let i = 0; i < 20; i++) {
      await this.driver.sleep(100);
      const now = JSON.stringify(await button.getRect());
      if (now === before && (await button.isEnabled())) break;
      before = now;
    }
    await button.click();
  }
  async escape() {
    await this.driver.actions().sendKeys(Key.ESCAPE).perform();
  }
  async gone(xpath: string) {
    await this.driver.wait(async () => {
      for (const element of await this.driver.findElements(By.xpath(xpath)))
        if (await element.isDisplayed().catch(() => false)) return false;
      return true;
    }, WAIT_MS);
  }
  async untilUrl(pattern: RegExp) {
    await this.driver.wait(until.urlMatches(pattern), WAIT_MS);
  }
  source() {
    return this.driver.getPageSource();
  }
  /**
   * One call to the demo's API from the page, as the seed's account (the Playwright suite's
   * apiCall): the in-browser sandbox answers it as it answers the app.
   */
  async api<T = unknown>(seed: string | null, method: string, path: string, body?: unknown) {
    const script = `const [seed, method, path, body, done] = arguments;
      fetch('/v1/api' + path, { method, body: body === null ? undefined : JSON.stringify(body),
        headers: Object.assign({ 'Content-Type': 'application/json' }, seed ? { 'X-Seed': seed } : {}) })
        .then((r) => r.json()).then(done, (e) => done({ error: String(e) }));`;
    return this.driver.executeAsyncScript<T>(script, seed, method, path, body ?? null);
  }
}
