import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// setup.ts prints the page into a failed query's message only when the message is read: a failure
// still shows the page (what CI's log needs), found by getBy or after a findBy's wait.
describe('a query that finds nothing', () => {
  it('says what it looked for and prints the page', () => {
    render(<p>Wallet $12.00</p>);
    expect(() => screen.getByRole('button', { name: 'Fund' })).toThrow(
      /Unable to find an accessible element with the role "button" and name "Fund"[\s\S]*Ignored nodes: comments, script, style[\s\S]*Wallet \$12\.00/,
    );
  });

  it('says it after a findBy has waited, with the page as it was at the end', async () => {
    render(<p>Wallet $12.00</p>);
    const error = await screen
      .findByText('Card frozen', {}, { timeout: 120 })
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('TestingLibraryElementError');
    const { message } = error as Error;
    expect(message).toMatch(/^Unable to find an element with the text: Card frozen/);
    expect(message).toMatch(/Ignored nodes: comments, script, style[\s\S]*Wallet \$12\.00/);
    expect((error as Error).stack).toContain('Card frozen');
  });
});
