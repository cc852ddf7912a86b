/** Makes the browser report these preferred languages (jsdom says en-US whatever the machine). */
export function stubBrowserLanguages(languages: readonly [string, ...string[]]): void {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
  Object.defineProperty(window.navigator, 'language', { configurable: true, get: () => languages[0] });
}
