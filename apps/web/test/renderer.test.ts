import * as compat from 'preact/compat';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { describe, expect, it } from 'vitest';

// The app renders with Preact (docs/decisions/0006-preact-compat.md); the tests must render with it too.
describe('renderer', () => {
  it('resolves React to preact/compat, as the build does', () => {
    expect(React.createElement).toBe(compat.createElement);
    expect(React.useEffect).toBe(compat.useEffect);
    expect(ReactDOM.createPortal).toBe(compat.createPortal);
  });
});
