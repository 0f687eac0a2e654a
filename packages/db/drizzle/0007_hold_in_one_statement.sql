-- A seat hold of a new order is one statement outside any transaction (ADR 0008, addendum): when
-- it cannot hold everything, it calls this function, whose error aborts the whole statement, so
-- nothing it did stays. SQLSTATE SH001 = refused (detail: what was held, as JSON), SH002 = the
-- statement's own bookkeeping does not add up (a bug: refuse rather than commit it).
CREATE FUNCTION orders_hold_abort(code text, detail json) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = code, MESSAGE = 'seat hold aborted', DETAIL = detail::text;
END
$$;
