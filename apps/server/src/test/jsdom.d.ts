// The little of jsdom the server's tests use (a page's inline script run in a document): the server
// is compiled without the DOM's types, so its elements are seen through this shape only.
declare module 'jsdom' {
  export type TestElement = {
    id: string;
    click(): void;
    remove(): void;
    addEventListener(type: string, listener: (event: { defaultPrevented: boolean }) => void): void;
  };
  export type TestWindow = {
    document: {
      getElementById(id: string): TestElement | null;
      querySelectorAll(selector: string): Iterable<TestElement>;
    };
    requestAnimationFrame(callback: (time: number) => void): number;
  };
  export class JSDOM {
    constructor(html: string, options?: Record<string, unknown>);
    readonly window: TestWindow;
  }
}
