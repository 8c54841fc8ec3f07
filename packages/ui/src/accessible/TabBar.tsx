import { isValidElement, type KeyboardEvent, type ReactElement } from 'react';
import Badge from 'antd-mobile/es/components/badge';
import SafeArea from 'antd-mobile/es/components/safe-area';
import AntTabBar, {
  type TabBarItemProps,
  type TabBarProps,
} from 'antd-mobile/es/components/tab-bar';
import { withNativeProps } from 'antd-mobile/es/utils/native-props';
import { traverseReactNode } from 'antd-mobile/es/utils/traverse-react-node';
import { usePropsValue } from 'antd-mobile/es/utils/use-props-value';
import { activatesOnKey } from './modalFocus';

const bar = 'adm-tab-bar';

/** What Enter and Space do on an item: what a tap does. */
function onKeyDown(event: KeyboardEvent<HTMLElement>) {
  if (event.target !== event.currentTarget || !activatesOnKey(event)) return;
  event.preventDefault();
  event.currentTarget.click();
}

/**
 * antd-mobile's TabBar with the same markup and class names, its items links to their page
 * (role="link", aria-current="page" on the one shown), reached by Tab and followed with Enter or
 * Space (docs/decisions.md#accessibility-the-kit). antd-mobile's items are bare <div>s: no role,
 * not focusable.
 */
function TabBar(props: TabBarProps) {
  const items: ReactElement<TabBarItemProps>[] = [];
  let firstKey: string | null = null;
  traverseReactNode(props.children, (child, index) => {
    if (!isValidElement<TabBarItemProps>(child) || typeof child.key !== 'string') return;
    if (index === 0) firstKey = child.key;
    items.push(child);
  });
  const [activeKey, setActiveKey] = usePropsValue<string | null>({
    value: props.activeKey,
    defaultValue: props.defaultActiveKey ?? firstKey,
    onChange: (key) => {
      if (key !== null) props.onChange?.(key);
    },
  });
  return withNativeProps(
    props,
    <div className={bar}>
      <div className={`${bar}-wrap`}>
        {items.map((item) => {
          const key = item.key as string;
          const active = key === activeKey;
          const { icon, title, badge } = item.props;
          const iconElement = icon && (
            <div className={`${bar}-item-icon`}>
              {typeof icon === 'function' ? icon(active) : icon}
            </div>
          );
          const titleElement = title && (
            <div
              className={`${bar}-item-title${iconElement ? ` ${bar}-item-title-with-icon` : ''}`}
            >
              {typeof title === 'function' ? title(active) : title}
            </div>
          );
          return withNativeProps(
            item.props,
            <div
              key={key}
              role="link"
              tabIndex={0}
              aria-current={active ? 'page' : undefined}
              onKeyDown={onKeyDown}
              onClick={() => {
                setActiveKey(key);
                item.props.onClick?.();
              }}
              className={`${bar}-item${active ? ` ${bar}-item-active` : ''}`}
            >
              {iconElement ? (
                <>
                  <Badge content={badge} className={`${bar}-icon-badge`}>
                    {iconElement}
                  </Badge>
                  {titleElement}
                </>
              ) : titleElement ? (
                <Badge content={badge} className={`${bar}-title-badge`}>
                  {titleElement}
                </Badge>
              ) : null}
            </div>,
          );
        })}
      </div>
      {props.safeArea && <SafeArea position="bottom" />}
    </div>,
  );
}

/** The kit's TabBar: antd-mobile's look, items that work from the keyboard (TabBar above). */
const KitTabBar = Object.assign(TabBar, { Item: AntTabBar.Item });
export { KitTabBar as TabBar };
