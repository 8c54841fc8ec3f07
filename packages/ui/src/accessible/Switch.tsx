import type { KeyboardEvent } from 'react';
import AntSwitch, { type SwitchProps } from 'antd-mobile/es/components/switch';
import { activatesOnKey } from './modalFocus';
import './controls.css';

/**
 * A switch says what it turns, in the player's language (docs/accessibility.md#names-and-landmarks):
 * `aria-labelledby` to the visible words beside it (which wins over antd-mobile's own name, the
 * word "switch"), or `aria-label` holding those words; one of the two is required.
 */
export type KitSwitchProps = SwitchProps &
  ({ 'aria-label': string } | { 'aria-labelledby': string; 'aria-label'?: never });

/**
 * antd-mobile's Switch (role="switch", aria-checked), reached by Tab and turned with Space or Enter
 * (docs/decisions.md#accessibility-the-kit); its own is a <div> that only a tap turns.
 */
export function Switch(props: KitSwitchProps) {
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
