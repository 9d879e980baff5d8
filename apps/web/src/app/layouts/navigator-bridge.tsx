import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '../../lib/navigation.ts';

/** Hands the router's navigate to code outside React (api-client, logout) for in-app moves. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to) => navigate(to, { replace: true }));
  }, [navigate]);
  return null;
}
