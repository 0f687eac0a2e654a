-- Reserved: replaced by the migration of this number.
select 1;
