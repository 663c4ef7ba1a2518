// Moved to @pace/ui/forms; kept for screens/integrations, which still imports from here.
export * from '@pace/ui/forms';
