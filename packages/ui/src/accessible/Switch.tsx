import type { KeyboardEvent } from 'react';
import AntSwitch, { type SwitchProps } from 'antd-mobile/es/components/switch';
import { activatesOnKey } from './modalFocus';
import './controls.css';

/**
 * antd-mobile's Switch (role="switch", aria-checked), reached by Tab and turned with Space or Enter
 * (docs/decisions.md#accessibility-the-kit); its own is a <div> that only a tap turns. Name it with
 * `aria-label` (or `aria-labelledby` to the row's text): its default name is the word "switch".
 */
export function Switch(props: SwitchProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.getAttribute('role') !== 'switch' || !activatesOnKey(event)) return;
    event.preventDefault();
    target.click();
  };
  return (
    // A wrapper that draws no box (display: contents) to hear the keys: antd-mobile passes no
    // key handler through to the switch.
    <span className="kit-switch" onKeyDown={onKeyDown}>
      <AntSwitch tabIndex={props.disabled ? -1 : 0} {...props} />
    </span>
  );
}
