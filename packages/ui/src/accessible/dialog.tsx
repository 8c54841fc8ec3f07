import { useState } from 'react';
import AntDialog, { type DialogProps } from 'antd-mobile/es/components/dialog';
import type { DialogAlertProps } from 'antd-mobile/es/components/dialog/alert';
import type { DialogConfirmProps } from 'antd-mobile/es/components/dialog/confirm';
import {
  closeFnSet,
  type DialogShowHandler,
  type DialogShowProps,
} from 'antd-mobile/es/components/dialog/show';
import { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { renderImperatively } from 'antd-mobile/es/utils/render-imperatively';
import { modalClassName } from './modalFocus';
import { useModalFocus } from './useModalFocus';

/**
 * antd-mobile's Dialog as a modal dialog (docs/decisions.md#accessibility-the-kit): named by its
 * title (or, with none, its message), focus on its first button while open and back on the opener
 * after, Tab kept inside, and Escape closes it as its cancel does: a confirm answers false.
 */
function KitDialog(props: DialogProps) {
  const [className] = useState(modalClassName);
  useModalFocus(props.visible, className, {
    label: props['aria-label'],
    onEscape: props.onClose,
  });
  const bodyClassName = props.bodyClassName ? `${props.bodyClassName} ${className}` : className;
  return <AntDialog {...props} bodyClassName={bodyClassName} />;
}

// The calls below are antd-mobile's own (dialog/show, confirm, alert), rendering KitDialog; the
// handlers join antd-mobile's set, so its Dialog.clear() closes these too.
function show(props: DialogShowProps): DialogShowHandler {
  const handler = renderImperatively(
    <KitDialog
      {...props}
      afterClose={() => {
        closeFnSet.delete(handler.close);
        props.afterClose?.();
      }}
    />,
  );
  closeFnSet.add(handler.close);
  return handler;
}

function confirm(props: DialogConfirmProps): Promise<boolean> {
  const { locale } = getDefaultConfig();
  const { confirmText = locale.common.confirm, cancelText = locale.common.cancel } = props;
  return new Promise((resolve) => {
    show({
      ...props,
      closeOnAction: true,
      onClose: () => {
        props.onClose?.();
        resolve(false);
      },
      actions: [
        [
          {
            key: 'cancel',
            text: cancelText,
            onClick: async () => {
              await props.onCancel?.();
              resolve(false);
            },
          },
          {
            key: 'confirm',
            text: confirmText,
            bold: true,
            onClick: async () => {
              await props.onConfirm?.();
              resolve(true);
            },
          },
        ],
      ],
    });
  });
}

function alert(props: DialogAlertProps): Promise<void> {
  const { confirmText = getDefaultConfig().locale.Dialog.ok } = props;
  return new Promise((resolve) => {
    show({
      ...props,
      closeOnAction: true,
      actions: [{ key: 'confirm', text: confirmText }],
      onAction: props.onConfirm,
      onClose: () => {
        props.onClose?.();
        resolve();
      },
    });
  });
}

export const Dialog = Object.assign(KitDialog, { show, confirm, alert, clear: AntDialog.clear });
