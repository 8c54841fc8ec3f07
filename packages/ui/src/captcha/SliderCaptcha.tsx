import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '@platform/i18n';
import type { SliderPuzzle } from '@platform/api-client/contract';
import {
  SLIDER_CAPTCHA,
  type SliderAnswer,
  type SliderTracePoint,
} from '@platform/api-client/tables';
import { RightOutline } from '../icons';
import { Button } from '../kit';

const { width, height, pieceSize, keyStep } = SLIDER_CAPTCHA;
const MAX = width - pieceSize;
/** The contract's cap on a drag's points: a long drag keeps its start and its latest point. */
const MAX_TRACE = 600;

const KEY_MOVES: Record<string, (at: number) => number> = {
  ArrowRight: (at) => at + keyStep,
  ArrowUp: (at) => at + keyStep,
  ArrowLeft: (at) => at - keyStep,
  ArrowDown: (at) => at - keyStep,
  PageUp: (at) => at + keyStep * 5,
  PageDown: (at) => at - keyStep * 5,
  Home: () => 0,
  End: () => MAX,
};

function clamp(at: number): number {
  return Math.min(MAX, Math.max(0, Math.round(at)));
}

/**
 * The slider captcha (docs/product-rules.md#captcha): slide the piece along its row into the gap
 * in the picture, with a pointer (released, it is checked) or from the keyboard (arrow and page
 * keys move it, Enter checks it). The handle is a named slider; the drag's timing goes with the
 * answer, for the server's plausibility check.
 */
export function SliderCaptcha({
  puzzle,
  solved = false,
  onSubmit,
  onRefresh,
}: {
  puzzle: SliderPuzzle | undefined;
  solved?: boolean;
  onSubmit: (answer: SliderAnswer) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('common');
  const hintId = useId();
  // The position and the drag belong to one puzzle: a new one starts from the left, afresh.
  const key = puzzle?.captchaKey;
  const [moved, setMoved] = useState({ key, position: 0 });
  const position = moved.key === key ? moved.position : 0;
  const trace = useRef<SliderTracePoint[]>([]);
  const traceKey = useRef<string | undefined>(undefined);
  const startedAt = useRef<number | null>(null);
  const drag = useRef<{ fromX: number; fromPosition: number } | null>(null);

  const moveTo = (next: number) => {
    const at = clamp(next);
    const now = performance.now();
    if (traceKey.current !== key) {
      traceKey.current = key;
      startedAt.current = null;
    }
    if (startedAt.current === null) {
      startedAt.current = now;
      trace.current = [[0, position]];
    }
    const point: SliderTracePoint = [Math.round(now - startedAt.current), at];
    if (trace.current.length >= MAX_TRACE) trace.current[MAX_TRACE - 1] = point;
    else trace.current.push(point);
    setMoved({ key, position: at });
  };

  const submit = () => {
    if (!puzzle || solved || traceKey.current !== key || trace.current.length === 0) return;
    onSubmit({ captchaKey: puzzle.captchaKey, position, trace: trace.current });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (solved) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
      return;
    }
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move(position));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (solved) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { fromX: event.clientX, fromPosition: position };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) moveTo(drag.current.fromPosition + event.clientX - drag.current.fromX);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    submit();
  };

  return (
    <div
      className="kit-slider-captcha"
      data-testid="slider-captcha"
      data-captcha-key={puzzle?.captchaKey}
    >
      <p className="kit-slider-captcha-label">{t('kit.sliderCaptcha.label')}</p>
      <div className="kit-slider-captcha-picture" style={{ width, height }}>
        {puzzle ? (
          <>
            <img src={puzzle.background} alt="" width={width} height={height} />
            <img
              className="kit-slider-captcha-piece"
              src={puzzle.piece}
              alt=""
              width={pieceSize}
              height={pieceSize}
              style={{ left: position, top: puzzle.pieceTop }}
            />
          </>
        ) : null}
      </div>
      <div className="kit-slider-captcha-track" style={{ width }}>
        <div
          className="kit-slider-captcha-handle"
          role="slider"
          tabIndex={solved ? -1 : 0}
          aria-label={t('kit.sliderCaptcha.label')}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={MAX}
          aria-valuenow={position}
          aria-disabled={solved || !puzzle}
          data-testid="slider-captcha-handle"
          style={{ left: position, width: pieceSize }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <RightOutline aria-hidden="true" />
        </div>
      </div>
      <p className="kit-slider-captcha-hint" id={hintId}>
        {t('kit.sliderCaptcha.keys')}
      </p>
      {solved ? (
        <p className="kit-slider-captcha-solved" role="status" data-testid="slider-captcha-solved">
          {t('kit.sliderCaptcha.solved')}
        </p>
      ) : (
        <Button size="small" fill="none" color="primary" onClick={onRefresh}>
          {t('kit.sliderCaptcha.refresh')}
        </Button>
      )}
    </div>
  );
}
