import { describe, expect, it, vi } from 'vitest';
import { defineElement, parseAttribute } from '../../src/lib/custom-element';
import { useKit } from '../../src/lib/kit-context';

interface ProbeProps {
  apiBase?: string;
  compact?: boolean;
  limit?: number;
  heading?: string;
}

function Probe(props: ProbeProps) {
  const { emit } = useKit();
  return (
    <button type="button" onClick={() => emit('probe-clicked', { via: 'button' })}>
      {JSON.stringify(props)}
    </button>
  );
}

defineElement<ProbeProps>({
  tag: 'ftc-probe',
  component: Probe,
  attributes: { compact: 'boolean', limit: 'number', heading: 'string' },
  styles: ['.probe { color: rgb(1, 2, 3); }'],
});

async function waitFor<T>(read: () => T | undefined | null, timeout = 2000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() - start > timeout) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const propsOf = (element: HTMLElement) =>
  JSON.parse(
    element.shadowRoot?.querySelector('button')?.textContent || 'null',
  ) as ProbeProps | null;

async function mount(html: string) {
  document.body.innerHTML = html;
  const element = document.body.querySelector('ftc-probe') as HTMLElement;
  await waitFor(() => propsOf(element));
  return element;
}

describe('attribute parsing', () => {
  it('follows HTML semantics', () => {
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', 'compact')).toBe(true);
    expect(parseAttribute('boolean', 'false')).toBe(false);
    expect(parseAttribute('boolean', null)).toBeUndefined();
    expect(parseAttribute('number', '12')).toBe(12);
    expect(parseAttribute('number', 'x')).toBeUndefined();
    expect(parseAttribute('string', '')).toBe('');
  });
});

describe('defineElement', () => {
  it('renders into an open shadow root with its styles adopted', async () => {
    const element = await mount('<ftc-probe></ftc-probe>');
    expect(element.shadowRoot?.mode).toBe('open');
    const css = element.shadowRoot?.adoptedStyleSheets.flatMap((sheet) =>
      Array.from(sheet.cssRules, (rule) => rule.cssText),
    );
    expect(css?.join('\n')).toContain('rgb(1, 2, 3)');
  });

  it('gives a bare boolean attribute the value true, and removing it resets the prop', async () => {
    const element = await mount('<ftc-probe compact limit="3" heading="Hi"></ftc-probe>');
    expect(propsOf(element)).toMatchObject({ compact: true, limit: 3, heading: 'Hi' });
    element.removeAttribute('compact');
    element.removeAttribute('heading');
    await waitFor(() => propsOf(element)?.compact === undefined || undefined);
    expect(propsOf(element)).not.toHaveProperty('heading');
  });

  it('applies attributes changed after mount', async () => {
    const element = await mount('<ftc-probe api-base="https://one.test"></ftc-probe>');
    expect(propsOf(element)?.apiBase).toBe('https://one.test');
    element.setAttribute('api-base', 'https://two.test');
    await waitFor(() => propsOf(element)?.apiBase === 'https://two.test' || undefined);
  });

  it('fires ftc-ready once, bubbling and composed', async () => {
    const onReady = vi.fn();
    document.addEventListener('ftc-ready', onReady);
    const element = await mount('<ftc-probe></ftc-probe>');
    await waitFor(() => onReady.mock.calls.length > 0 || undefined);
    const event = onReady.mock.calls[0]?.[0] as CustomEvent;
    expect(event.target).toBe(element);
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    element.setAttribute('heading', 'again');
    // The re-render that could fire it again has happened once the new heading shows.
    await waitFor(() => propsOf(element)?.heading === 'again' || undefined);
    expect(onReady).toHaveBeenCalledTimes(1);
    document.removeEventListener('ftc-ready', onReady);
  });

  it('emits composed, bubbling CustomEvents from inside the shadow root', async () => {
    const element = await mount('<ftc-probe></ftc-probe>');
    const heard = vi.fn();
    document.body.addEventListener('probe-clicked', heard);
    element.shadowRoot?.querySelector('button')?.click();
    expect(heard).toHaveBeenCalledTimes(1);
    const [event] = heard.mock.calls[0] as [CustomEvent];
    expect(event.detail).toEqual({ via: 'button' });
  });

  it('skips a tag that is already defined instead of throwing', () => {
    const first = customElements.get('ftc-probe');
    expect(() => defineElement({ tag: 'ftc-probe', component: Probe })).not.toThrow();
    expect(customElements.get('ftc-probe')).toBe(first);
  });
});
