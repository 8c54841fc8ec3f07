// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, List, Switch, TabBar } from '../kit';

afterEach(cleanup);

describe("the kit's Button while its call is on its way", () => {
  it('keeps its name beside the spinner and says it is busy', () => {
    const { rerender } = render(<Button loading>Deposit now</Button>);
    const button = screen.getByRole('button', { name: 'Deposit now' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.adm-button-loading-wrapper')).not.toBeNull();
    rerender(<Button>Deposit now</Button>);
    expect(screen.getByRole('button', { name: 'Deposit now' }).hasAttribute('aria-busy')).toBe(
      false,
    );
  });
});

describe("the kit's List: a clickable row is a control", () => {
  it("is a button reached by Tab, keeping antd-mobile's markup", () => {
    render(
      <List>
        <List.Item onClick={() => undefined}>Deposit</List.Item>
        <List.Item>Just text</List.Item>
      </List>,
    );
    const row = screen.getByRole('button', { name: 'Deposit' });
    expect(row.tagName).toBe('A');
    expect(row.classList.contains('adm-list-item')).toBe(true);
    expect(row.tabIndex).toBe(0);
    const plain = screen.getByText('Just text').closest('.adm-list-item');
    expect(plain?.tagName).toBe('DIV');
    expect(plain?.getAttribute('role')).toBeNull();
    expect(plain?.hasAttribute('tabindex')).toBe(false);
  });

  it('does with Enter and with Space what a tap does', () => {
    const open = vi.fn();
    render(
      <List>
        <List.Item onClick={open}>Deposit</List.Item>
      </List>,
    );
    const row = screen.getByRole('button', { name: 'Deposit' });
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyDown(row, { key: ' ' });
    fireEvent.keyDown(row, { key: 'a' });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a disabled row, which says it is disabled', () => {
    const open = vi.fn();
    render(
      <List>
        <List.Item onClick={open} disabled>
          Closed
        </List.Item>
      </List>,
    );
    const row = screen.getByRole('button', { name: 'Closed' });
    expect(row.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.click(row);
    expect(open).not.toHaveBeenCalled();
  });

  it('makes its main part the button when it holds a control of its own (no nested controls)', () => {
    const open = vi.fn();
    const refresh = vi.fn();
    render(
      <List>
        <List.Item
          onClick={open}
          extra={
            <button type="button" onClick={refresh}>
              Refresh
            </button>
          }
        >
          Venue A
        </List.Item>
      </List>,
    );
    const main = screen.getByRole('button', { name: 'Venue A' });
    expect(main.classList.contains('adm-list-item-content-main')).toBe(true);
    expect(main.tabIndex).toBe(0);
    const row = main.closest('a.adm-list-item');
    expect(row?.getAttribute('role')).toBeNull();
    expect(row?.hasAttribute('tabindex')).toBe(false);
    fireEvent.keyDown(main, { key: 'Enter' });
    expect(open).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('takes an expanded state (a help question) and a role of its own', () => {
    render(
      <List>
        <List.Item onClick={() => undefined} aria-expanded={false}>
          How do I deposit?
        </List.Item>
        <List.Item onClick={() => undefined} role="radio" aria-checked>
          Bank
        </List.Item>
      </List>,
    );
    const question = screen.getByRole('button', { name: 'How do I deposit?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('radio', { name: 'Bank' }).getAttribute('aria-checked')).toBe('true');
  });
});

function Tabs() {
  const [active, setActive] = useState('/home');
  return (
    <TabBar activeKey={active} onChange={setActive}>
      <TabBar.Item key="/home" title="Home" />
      <TabBar.Item key="/offers" title="Offers" badge="3" />
    </TabBar>
  );
}

describe("the kit's TabBar: items are links that work from the keyboard", () => {
  it('marks the page shown and follows an item with Enter or Space', () => {
    render(<Tabs />);
    const home = screen.getByRole('link', { name: 'Home' });
    const offers = screen.getByRole('link', { name: /Offers/ });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(home.classList.contains('adm-tab-bar-item-active')).toBe(true);
    expect(offers.tabIndex).toBe(0);
    fireEvent.keyDown(offers, { key: 'Enter' });
    expect(offers.getAttribute('aria-current')).toBe('page');
    expect(home.getAttribute('aria-current')).toBeNull();
    fireEvent.keyDown(home, { key: ' ' });
    expect(home.getAttribute('aria-current')).toBe('page');
  });
});

describe("the kit's Switch", () => {
  it('is reached by Tab and turned with Space or Enter', () => {
    const change = vi.fn();
    render(<Switch aria-label="Hide empty venues" onChange={change} />);
    const toggle = screen.getByRole('switch', { name: 'Hide empty venues' });
    expect(toggle.tabIndex).toBe(0);
    fireEvent.keyDown(toggle, { key: ' ' });
    expect(change).toHaveBeenLastCalledWith(true);
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(change).toHaveBeenLastCalledWith(false);
  });

  it('is named by the visible words it points to, not by the word "switch"', () => {
    render(
      <>
        <small id="hide-empty">Hide venues with no balance</small>
        <Switch aria-labelledby="hide-empty" />
      </>,
    );
    expect(screen.getByRole('switch').getAttribute('aria-labelledby')).toBe('hide-empty');
    expect(screen.getByRole('switch', { name: 'Hide venues with no balance' })).toBeTruthy();
  });
});
