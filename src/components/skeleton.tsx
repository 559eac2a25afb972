import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

export const Skeleton = styled.div<{ $h?: string; $w?: string; $radius?: string }>`
  height: ${({ $h = '1em' }) => $h};
  width: ${({ $w = '100%' }) => $w};
  border-radius: ${({ $radius = '8px' }) => $radius};
  background: linear-gradient(90deg, #efe8df 0px, #f7f2ec 160px, #efe8df 320px);
  background-size: 800px 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
