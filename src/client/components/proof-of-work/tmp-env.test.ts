import { it } from 'vitest';
it('env', async () => {
  console.log(typeof crypto, typeof crypto?.subtle, typeof Worker, typeof btoa);
  console.log(new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array([1,2]))).length);
});
