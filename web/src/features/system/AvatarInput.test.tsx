import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AvatarInput, validAvatar } from './AvatarInput';
import { renderPage } from './testing';

describe('avatar input', { timeout: 30_000 }, () => {
  it('accepts URLs and image data URIs only', () => {
    expect(validAvatar('')).toBe(true);
    expect(validAvatar('https://img.example/a.png')).toBe(true);
    expect(validAvatar('data:image/png;base64,AAAA')).toBe(true);
    expect(validAvatar('javascript:alert(1)')).toBe(false);
  });

  it('turns a small image into a data URI and refuses a large one', async () => {
    const onChange = vi.fn();
    const { user, container } = renderPage(<AvatarInput onChange={onChange} />);
    // The upload control replaces its file input after each pick: look it up every time.
    const input = () => container.querySelector('input[type=file]') as HTMLInputElement;

    await user.upload(input(), new File([new Uint8Array(200_000)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is too large');
    expect(onChange).not.toHaveBeenCalled();

    await user.upload(input(), new File([new Uint8Array([137, 80, 78, 71])], 'small.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/)));
  });
});
