// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode } from '../../src/crew/QrCode.tsx';

afterEach(cleanup);

describe('QR code', () => {
  it('draws a link as dark squares on white, named for screen readers', () => {
    render(<QrCode text="https://lineup.example/plan/1.x.a1b2c3d4" label="My plan" tooLong="" />);
    const svg = screen.getByRole('img', { name: 'My plan' });
    // version 3 (29 modules) with a quiet zone of 4 on each side
    expect(svg.getAttribute('viewBox')).toBe('0 0 37 37');
    expect(svg.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(1000);
  });

  it('says so instead of failing when the text is longer than a QR code holds', () => {
    render(<QrCode text={'x'.repeat(4000)} label="My plan" tooLong="Too many sets" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Too many sets')).toBeTruthy();
  });
});
