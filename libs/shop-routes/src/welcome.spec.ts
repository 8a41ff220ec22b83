import { welcomedName, welcomeState } from './welcome';

describe('welcome state', () => {
  it('carries the first name to greet', () => {
    expect(welcomedName(welcomeState('Ada'))).toBe('Ada');
  });

  it('greets no one for other states', () => {
    for (const state of [undefined, null, 'Ada', { welcome: '' }, { welcome: 3 }, { other: 'Ada' }])
      expect(welcomedName(state)).toBeUndefined();
  });
});
