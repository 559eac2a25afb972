import styled from 'styled-components';
import { theme } from '@/lib/theme';

export const Field = styled.div`
  display: grid;
  gap: ${theme.space(1.5)};
  margin-bottom: ${theme.space(4)};
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${theme.size.sm};
`;

const control = `
  width: 100%;
  min-height: 44px;
  padding: 10px 14px;
  font: inherit;
  border-radius: 10px;
  box-sizing: border-box;
`;

export const Input = styled.input`
  ${control}
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  &::placeholder { color: ${theme.color.textMuted}; opacity: 0.8; }
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 120px;
  resize: vertical;
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
`;

export const Select = styled.select`
  ${control}
  appearance: none;
  padding-right: 36px;
  border: 1px solid ${theme.color.border};
  color: ${theme.color.text};
  background: ${theme.color.surface}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' fill='none'%3E%3Cpath d='M1 1.5l5 5 5-5' stroke='%235F5650' stroke-width='1.6'/%3E%3C/svg%3E")
    no-repeat right 14px center;
`;
