import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CardArtState } from './card-visual';
import { CardVisual } from './card-visual';

/** The art's outer element (the number's parent) for a Visa card in a state, with a colour. */
function art(state: CardArtState) {
  const { unmount } = render(
    <CardVisual
      network="visa"
      number="•••• •••• •••• 4242"
      label="Ads"
      state={state}
      look={{ colour: 'teal', emoji: '📣' }}
    />,
  );
  const face = screen.getByLabelText('Card number').parentElement!;
  const snapshot = {
    state: face.getAttribute('data-state'),
    colour: face.getAttribute('data-card-colour'),
    classes: face.className,
    frost: face.querySelector('.backdrop-blur-\\[1\\.5px\\]') !== null,
    emoji: screen.getByText('📣'),
    emojiClasses: screen.getByText('📣').className,
  };
  unmount();
  return snapshot;
}

describe("the card's art (decision 030)", () => {
  it('wears the chosen colour and emoji on a live card', () => {
    const live = art('active');
    expect(live.state).toBe('active');
    expect(live.colour).toBe('teal');
    expect(live.classes).toContain('from-teal-700');
    expect(live.frost).toBe(false);
  });

  it('frosts a frozen card: another face, blurred frost, the colour only as an edge', () => {
    const live = art('active');
    const frozen = art('frozen');
    expect(frozen.state).toBe('frozen');
    expect(frozen.classes).not.toBe(live.classes);
    expect(frozen.classes).not.toContain('from-teal-700');
    expect(frozen.classes).toContain('via-sky-900');
    expect(frozen.frost).toBe(true);
    // Still the same card to the eye: its colour marks the edge.
    expect(frozen.colour).toBe('teal');
  });

  it('greys a terminated card: a flat dashed face, the emoji desaturated', () => {
    const gone = art('terminated');
    expect(gone.state).toBe('terminated');
    expect(gone.classes).toContain('border-dashed');
    expect(gone.classes).not.toContain('bg-gradient-to-br');
    expect(gone.emojiClasses).toContain('grayscale');
    expect(gone.frost).toBe(false);
  });

  it("keeps the network's face when no colour was chosen", () => {
    render(<CardVisual network="mastercard" number="•••• 1" state="active" />);
    const face = screen.getByLabelText('Card number').parentElement!;
    expect(face).not.toHaveAttribute('data-card-colour');
    expect(face.className).toContain('from-slate-700');
  });
});
