// docs/spec.md §8: the third failure in a row on one endpoint sends the browser to /500, through the router (no reload).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setFailureLimitHandler } from '../lib/api/http';

export const FailureLimitRedirect = () => {
  const navigate = useNavigate();
  useEffect(() => {
    setFailureLimitHandler(() => navigate('/500'));
  }, [navigate]);
  return null;
};
