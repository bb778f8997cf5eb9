import { BODY_CANVAS, type AnnotationDetail } from '@praktik/domain/visits/annotation';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useEffect, useState, type RefObject } from 'react';
import {
  Circle,
  Group,
  Image as KonvaImage,
  Label,
  Layer,
  Line,
  Stage,
  Tag,
  Text,
} from 'react-konva';
import { vars } from '../../theme/contract.css';
import { clampPoint } from './body-annotation-options';

export interface BodyDiagramProps {
  imageUrl: string;
  details: readonly AnnotationDetail[];
  isReadOnly: boolean;
  /** The annotation highlighted (its list item has focus). */
  activeIndex: number | null;
  /** A tap on the body (not on a point): add an annotation there. */
  onAdd: (point: { x: number; y: number }) => void;
  onEdit: (index: number) => void;
  onMove: (index: number, detail: AnnotationDetail) => void;
  /** An element inside the themed tree, to read the theme's colours from. */
  themeRef: RefObject<HTMLElement | null>;
  'aria-label': string;
}

const LABEL_HEIGHT = 22;
/** About how wide a 12 px label is, to keep it on the canvas (Konva measures only after drawing). */
const labelWidth = (text: string) => Math.ceil(text.length * 6.5) + 8;

/** Konva draws on a canvas: it needs real colours, so the theme's CSS variables are read out. */
function useThemeColors(themeRef: RefObject<HTMLElement | null>) {
  const [colors, setColors] = useState({
    primary: '#0f766e',
    onPrimary: '#ffffff',
    surface: '#ffffff',
    text: '#111827',
    focusRing: '#2563eb',
  });
  useEffect(() => {
    const read = () => {
      const node = themeRef.current;
      if (!node) return;
      const style = getComputedStyle(node);
      const value = (token: string, fallback: string) => {
        const name = /var\((--[^,)]+)/.exec(token)?.[1];
        return (name && style.getPropertyValue(name).trim()) || fallback;
      };
      setColors((old) => ({
        primary: value(vars.color.primary, old.primary),
        onPrimary: value(vars.color.onPrimary, old.onPrimary),
        surface: value(vars.color.surfaceRaised, old.surface),
        text: value(vars.color.text, old.text),
        focusRing: value(vars.color.focusRing, old.focusRing),
      }));
    };
    read();
    // UiProvider switches themes by the class on <html>.
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [themeRef]);
  return colors;
}

function useImage(url: string): HTMLImageElement | null {
  const [loaded, setLoaded] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  useEffect(() => {
    const image = new window.Image();
    image.onload = () => setLoaded({ url, image });
    image.src = url;
    return () => {
      image.onload = null;
    };
  }, [url]);
  return loaded?.url === url ? loaded.image : null;
}

/** The canvas label shows the start of a long title; the list beside it shows all of it. */
const shortTitle = (title: string) => (title.length > 22 ? `${title.slice(0, 21)}…` : title);

const labelText = (index: number, detail: AnnotationDetail) =>
  `${index + 1}. ${shortTitle(detail.title)}`;

/** Where the label is drawn: at (x + dx, y + dy), moved in so it stays whole on the canvas. */
const labelPosition = (detail: AnnotationDetail, text: string) => ({
  x: Math.min(Math.max(detail.x + detail.dx, 0), BODY_CANVAS.width - labelWidth(text)),
  y: Math.min(Math.max(detail.y + detail.dy, 0), BODY_CANVAS.height - LABEL_HEIGHT),
});

/** The Konva stage: the body picture, each point with a line to its numbered title. */
export function BodyDiagram({
  imageUrl,
  details,
  isReadOnly,
  activeIndex,
  onAdd,
  onEdit,
  onMove,
  themeRef,
  'aria-label': ariaLabel,
}: BodyDiagramProps) {
  const colors = useThemeColors(themeRef);
  const image = useImage(imageUrl);
  // While a point or label is dragged, its live position (the value changes on drop).
  const [dragging, setDragging] = useState<{ index: number; detail: AnnotationDetail } | null>(
    null,
  );

  const onStageClick = (event: KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (isReadOnly) return;
    const target = event.target;
    // Points and labels handle their own clicks; the picture and the empty stage add a point.
    if (target !== target.getStage() && target.name() !== 'body') return;
    const pointer = target.getStage()?.getPointerPosition();
    if (pointer) onAdd(clampPoint(pointer));
  };

  return (
    <div role="img" aria-label={ariaLabel} data-testid="body-diagram">
      <Stage
        width={BODY_CANVAS.width}
        height={BODY_CANVAS.height}
        onClick={onStageClick}
        onTap={onStageClick}
      >
        <Layer>
          {image ? (
            <KonvaImage
              name="body"
              image={image}
              width={BODY_CANVAS.width}
              height={BODY_CANVAS.height}
            />
          ) : null}
          {details.map((stored, index) => {
            const detail = dragging?.index === index ? dragging.detail : stored;
            const text = labelText(index, detail);
            const label = labelPosition(detail, text);
            const isActive = activeIndex === index;
            return (
              <Group key={index} name={`annotation-${index + 1}`}>
                <Line
                  points={[detail.x, detail.y, label.x, label.y]}
                  stroke={colors.primary}
                  strokeWidth={2}
                  listening={false}
                />
                <Circle
                  name="point"
                  x={detail.x}
                  y={detail.y}
                  radius={isActive ? 9 : 7}
                  fill={colors.primary}
                  stroke={isActive ? colors.focusRing : colors.onPrimary}
                  strokeWidth={isActive ? 3 : 2}
                  hitStrokeWidth={12}
                  draggable={!isReadOnly}
                  listening={!isReadOnly}
                  dragBoundFunc={(pos) => clampPoint(pos)}
                  onClick={() => onEdit(index)}
                  onTap={() => onEdit(index)}
                  onDragMove={(event) =>
                    setDragging({
                      index,
                      detail: { ...stored, ...clampPoint(event.target.position()) },
                    })
                  }
                  onDragEnd={(event) => {
                    setDragging(null);
                    onMove(index, { ...stored, ...clampPoint(event.target.position()) });
                  }}
                />
                <Label
                  name="label"
                  x={label.x}
                  y={label.y}
                  draggable={!isReadOnly}
                  listening={!isReadOnly}
                  onClick={() => onEdit(index)}
                  onTap={() => onEdit(index)}
                  onDragMove={(event) => {
                    const at = event.target.position();
                    setDragging({
                      index,
                      detail: {
                        ...stored,
                        dx: Math.round(at.x - stored.x),
                        dy: Math.round(at.y - stored.y),
                      },
                    });
                  }}
                  onDragEnd={(event) => {
                    const at = event.target.position();
                    setDragging(null);
                    onMove(index, {
                      ...stored,
                      dx: Math.round(at.x - stored.x),
                      dy: Math.round(at.y - stored.y),
                    });
                  }}
                >
                  <Tag
                    fill={colors.surface}
                    stroke={colors.primary}
                    strokeWidth={isActive ? 2 : 1}
                    cornerRadius={4}
                  />
                  <Text text={text} fill={colors.text} fontSize={12} padding={4} />
                </Label>
              </Group>
            );
          })}
        </Layer>
      </Stage>
    </div>
  );
}
