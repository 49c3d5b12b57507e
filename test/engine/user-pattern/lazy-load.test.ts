/** re2js is evaluated on the first user pattern: a Guardian without one never pays for it at cold start. */
const loaded = () => Object.keys(require.cache).some((k) => k.includes('/node_modules/re2js/'));

test('importing the engine does not load re2js; compiling a pattern does', async () => {
  await jest.isolateModulesAsync(async () => {
    const catalog = (await import('../../../functions/adapters/table-files')).loadCatalog(); // as every entry point does
    const { compilePiiPolicy } = await import('../../../functions/engine/policies/pii');
    const { compileUserPattern } = await import('../../../functions/engine/user-pattern');
    compilePiiPolicy({ name: 'p', type: 'PII', entities: { EMAIL_ADDRESS: { action: 'MASK' } }, customRules: [], minConfidence: 0.5, allowList: [] }, catalog);
    expect(loaded()).toBe(false);
    expect(compileUserPattern('EMP-(?:[0-9]{6}|X)').spans('id EMP-123456')).toEqual([[3, 13]]);
    expect(loaded()).toBe(true);
  });
});
