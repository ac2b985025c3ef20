// Drawing a signature with a mouse, pen or finger (signature_pad). The picture is sent as a PNG; typing the name is
// the keyboard alternative.
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '../ui/button';
import styles from './signature.module.css';

export const DrawnSignaturePad = ({ onChange }: { onChange: (png: string | null) => void }) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1b2330', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    let width = 0;
    const report = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    // The canvas is drawn at the screen's pixel density; on a new width the strokes so far are redrawn on it.
    const fitCanvas = () => {
      if (canvas.offsetWidth === width) return;
      width = canvas.offsetWidth;
      const strokes = pad.toData();
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
      report();
    };
    const onEnd = () => report();
    fitCanvas();
    pad.addEventListener('endStroke', onEnd);
    window.addEventListener('resize', fitCanvas);
    return () => {
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      window.removeEventListener('resize', fitCanvas);
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChangeRef.current(null);
  };

  return (
    <div className={styles.section}>
      <canvas
        ref={canvasRef}
        className={styles.pad}
        role="img"
        aria-label="Signature pad: draw your signature here with a mouse, pen or finger"
      />
      <div className={styles.actions}>
        <Button variant="quiet" onClick={clear}>
          Clear the drawing
        </Button>
      </div>
    </div>
  );
};
