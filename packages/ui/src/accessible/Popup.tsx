import { useState, type MouseEvent } from 'react';
import AntPopup, { type PopupProps } from 'antd-mobile/es/components/popup';
import { modalClassName } from './modalFocus';
import { useModalFocus } from './useModalFocus';

/**
 * antd-mobile's Popup as a modal dialog (docs/decisions.md#accessibility-the-kit): its sheet is
 * role="dialog" aria-modal, named by `aria-label` or its first heading, focus moves in when it
 * opens and back to the opener when it closes, Tab stays inside, and Escape does what a tap on
 * the mask (or the close icon) does.
 */
export type KitPopupProps = PopupProps & { 'aria-label'?: string };

export function Popup({ 'aria-label': label, ...props }: KitPopupProps) {
  const [className] = useState(modalClassName);
  const { onMaskClick, closeOnMaskClick, onClose, showCloseButton } = props;
  const closes = Boolean(onMaskClick || closeOnMaskClick || (showCloseButton && onClose));
  useModalFocus(props.visible, className, {
    label,
    onEscape: closes
      ? () => {
          onMaskClick?.(new window.MouseEvent('click') as unknown as MouseEvent<HTMLDivElement>);
          if (closeOnMaskClick || (showCloseButton && !onMaskClick)) onClose?.();
        }
      : undefined,
  });
  const bodyClassName = props.bodyClassName ? `${props.bodyClassName} ${className}` : className;
  return <AntPopup {...props} bodyClassName={bodyClassName} />;
}
