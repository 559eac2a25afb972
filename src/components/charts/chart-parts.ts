// The chart's pieces of layout: the figure, its legend, the fixed-height box the canvas and its
// skeleton share, and the rules uPlot's own stylesheet would bring (not imported: one CSS file
// less to fetch, and these follow the theme).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Skeleton } from '../skeleton';

export const Figure = styled.figure`
  display: grid;
  gap: ${theme.space(2)};
  min-width: 0;
  margin: 0;
`;

export const Caption = styled.figcaption`
  font-weight: 600;
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.size.sm};
  color: ${theme.color.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1.5)};
  }
`;

export const Readout = styled.p`
  position: absolute;
  z-index: 1;
  top: 0;
  right: 24px;
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  margin: 0;
  padding: ${theme.space(0.5)} ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  font-size: ${theme.size.xs};
  font-variant-numeric: tabular-nums;
  pointer-events: none;
  white-space: nowrap;
  span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1)};
  }
`;

export const Swatch = styled.span<{ $color: string; $bar: boolean; $dashed?: boolean }>`
  display: inline-block;
  width: ${({ $bar }) => ($bar ? '10px' : '16px')};
  height: ${({ $bar }) => ($bar ? '10px' : '3px')};
  border-radius: 2px;
  background: ${({ $color, $dashed }) => ($dashed ? `repeating-linear-gradient(to right, ${$color} 0 4px, transparent 4px 7px)` : $color)};
`;

// The box keeps the chart's height from the first paint: the skeleton and the canvas take the
// same space, so nothing under the chart moves when it draws.
export const Plot = styled.div`
  position: relative;
  min-width: 0;
  & > div:first-child {
    width: 100%;
    height: 100%;
  }
  /* What uPlot's own stylesheet would set: layered canvases and cursor parts. */
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis,
  .u-cursor-pt {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-cursor-x {
    position: absolute;
    left: 0;
    top: 0;
    height: 100%;
    border-right: 1px dashed ${theme.color.textMuted};
    pointer-events: none;
  }
  .u-cursor-y,
  .u-select {
    display: none;
  }
  .u-cursor-pt {
    top: 0;
    left: 0;
    border-radius: 50%;
    border: 0 solid;
    pointer-events: none;
    background-clip: padding-box !important;
  }
  .u-off {
    display: none;
  }
`;

export const Cover = styled(Skeleton)`
  position: absolute;
  inset: 0;
`;

export const Note = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceAlt};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  text-align: center;
`;
