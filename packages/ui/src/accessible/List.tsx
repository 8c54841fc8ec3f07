import {
  forwardRef,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import AntList, { type ListProps, type ListRef } from 'antd-mobile/es/components/list';
import type { ListItemProps } from 'antd-mobile/es/components/list/list-item';
import { useConfig } from 'antd-mobile/es/components/config-provider';
import { isNodeWithContent } from 'antd-mobile/es/utils/is-node-with-content';
import { withNativeProps } from 'antd-mobile/es/utils/native-props';
import { mergeProp } from 'antd-mobile/es/utils/with-default-props';
import { activatesOnKey, tabbablesIn } from './modalFocus';

const row = 'adm-list-item';

const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export type KitListItemProps = ListItemProps & {
  /** A clickable row is a button; a row that picks one of several says so ("radio", "option"). */
  role?: 'button' | 'link' | 'radio' | 'option' | 'menuitem';
};

/**
 * antd-mobile's List.Item with the same markup and class names, except that a clickable row (one
 * with onClick) is a control: role="button" (or the caller's role), reached by Tab, and Enter or
 * Space does what a tap does (docs/decisions.md#accessibility-the-kit). antd-mobile renders it as
 * an <a> without href, which has no role, cannot be focused and ignores the keyboard.
 */
function ListItem(props: KitListItemProps) {
  const { list: config = {} } = useConfig();
  const clickable = props.clickable ?? Boolean(props.onClick);
  // A row holding a control of its own (a refresh button in `extra`) cannot be a button around
  // it (axe: nested-interactive): then its main part is the button, and a tap anywhere still works.
  const rowRef = useRef<HTMLAnchorElement>(null);
  const [holdsControls, setHoldsControls] = useState(false);
  useLayoutEffect(() => {
    const element = rowRef.current;
    if (!element) return;
    const main = element.querySelector(`.${row}-content-main`);
    const holds = tabbablesIn(element).some((control) => control !== main);
    if (holds !== holdsControls) setHoldsControls(holds);
  }, [holdsControls, props.extra, props.children, props.title, props.description, props.prefix]);
  const showArrow = props.arrow ?? props.arrowIcon ?? clickable;
  const arrowIcon: ReactNode = mergeProp<ReactNode>(
    config.arrowIcon,
    props.arrow !== true ? props.arrow : undefined,
    props.arrowIcon !== true ? props.arrowIcon : undefined,
  );
  const onClick = props.disabled ? undefined : props.onClick;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || !activatesOnKey(event)) return;
    // Space would scroll the page; Enter and Space both act at once, as a tap does.
    event.preventDefault();
    if (!props.disabled) event.currentTarget.click();
  };
  const content = (
    <div className={`${row}-content`}>
      {isNodeWithContent(props.prefix) && (
        <div className={`${row}-content-prefix`}>{props.prefix}</div>
      )}
      <div
        className={`${row}-content-main`}
        {...(clickable && holdsControls
          ? {
              role: props.role ?? 'button',
              tabIndex: 0,
              'aria-disabled': props.disabled || undefined,
              onKeyDown,
            }
          : {})}
      >
        {isNodeWithContent(props.title) && <div className={`${row}-title`}>{props.title}</div>}
        {props.children}
        {isNodeWithContent(props.description) && (
          <div className={`${row}-description`}>{props.description}</div>
        )}
      </div>
      {isNodeWithContent(props.extra) && (
        <div className={`${row}-content-extra`}>{props.extra}</div>
      )}
      {showArrow && (
        <div className={`${row}-content-arrow`} aria-hidden>
          {arrowIcon || <RightOutline />}
        </div>
      )}
    </div>
  );
  // `clickable={false}` with an onClick (as antd-mobile allows): a tap still acts, and the row holds
  // its own button for the keyboard.
  if (!clickable)
    return withNativeProps(
      props,
      <div className={classNames(row, props.disabled && `${row}-disabled`)} onClick={onClick}>
        {content}
      </div>,
    );
  return withNativeProps(
    props,
    <a
      ref={rowRef}
      className={classNames(row, 'adm-plain-anchor', props.disabled && `${row}-disabled`)}
      {...(holdsControls
        ? {}
        : {
            role: props.role ?? 'button',
            tabIndex: 0,
            'aria-disabled': props.disabled || undefined,
            onKeyDown,
          })}
      onClick={onClick}
    >
      {content}
    </a>,
  );
}

const KitList = forwardRef<ListRef, ListProps>(function List(props, ref) {
  return <AntList {...props} ref={ref} />;
});

/** The kit's List: antd-mobile's, whose clickable rows work from the keyboard (ListItem above). */
export const List = Object.assign(KitList, { Item: ListItem });
