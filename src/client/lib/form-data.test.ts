import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data.ts';

describe('toFormData', () => {
  it('writes text, numbers, files and true as 1, and leaves out empty values', () => {
    const file = new File(['x'], 'face.png', { type: 'image/png' });
    const form = toFormData({
      _method: 'PUT',
      id: 7,
      name: '',
      image: file,
      remove_image: true,
      bio: undefined,
      role: null,
      keep: false,
    });
    expect([...form.keys()]).toEqual(['_method', 'id', 'name', 'image', 'remove_image']);
    expect(form.get('id')).toBe('7');
    expect(form.get('name')).toBe('');
    expect((form.get('image') as File).name).toBe('face.png');
    expect(form.get('remove_image')).toBe('1');
  });
});
